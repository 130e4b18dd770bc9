import { Result } from 'antd';
import { ACCESS_TEXT } from '../content/adminText';

/** The API refused the signed-in user: the gate's words, as the page's h1, in place of the section's content. */
export function NotAuthorized() {
  return (
    <Result
      status="403"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{ACCESS_TEXT.title}</h1>}
      subTitle={ACCESS_TEXT.line}
    />
  );
}
