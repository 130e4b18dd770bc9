import { Result } from 'antd';
import { ACCESS_TEXT } from '../content/adminText';

/** The API refused the signed-in user: the gate's words, in place of the section's content. */
export function NotAuthorized() {
  return <Result status="403" title={ACCESS_TEXT.title} subTitle={ACCESS_TEXT.line} />;
}
