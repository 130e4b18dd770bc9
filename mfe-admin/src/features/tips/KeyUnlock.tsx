import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { StyleSheet } from '@beacon/shared/ui';
import { FileButton } from '../../components/FileButton';
import { TIPS_TEXT } from '../../content/adminText';
import { TipsKeyError } from './tipsCrypto';
import { useTipsKey } from './TipsKey';

const KEY_FILES = '.asc,.key,.gpg,.pgp,.txt,application/pgp-keys,text/plain';

/**
 * Opens the tips private key for this session: an armored key file picked or pasted, and its
 * passphrase. Neither leaves the page; the passphrase field is emptied once used, right or wrong.
 */
// antd's show-passphrase eye is a 14 px icon: a target of at least 24 × 24 px (WCAG 2.2 target size).
const UNLOCK_CSS =
  '.tips-passphrase .ant-input-password-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }';

export function KeyUnlock() {
  const { unlock } = useTipsKey();
  const keyId = useId();
  const passphraseId = useId();
  const [armoredKey, setArmoredKey] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const readFile = (file: File) => {
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => setArmoredKey(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => setProblem(TIPS_TEXT.keyFailed);
    reader.readAsText(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!armoredKey.trim()) {
      setProblem(TIPS_TEXT.keyMissing);
      return;
    }
    setBusy(true);
    try {
      await unlock(armoredKey, passphrase);
    } catch (failure) {
      setProblem(failure instanceof TipsKeyError ? TIPS_TEXT.keyProblem[failure.problem] : TIPS_TEXT.keyFailed);
    } finally {
      setPassphrase('');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={`${keyId}-title`}>
      <StyleSheet name="tips-key-unlock" css={UNLOCK_CSS} />
      <Flex vertical gap={12} style={{ maxWidth: 640 }}>
        <Typography.Title level={2} id={`${keyId}-title`} style={{ margin: 0, fontSize: 18 }}>
          {TIPS_TEXT.unlockTitle}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{TIPS_TEXT.unlockIntro}</Typography.Paragraph>
        <Flex vertical gap={4}>
          <label htmlFor={keyId}>{TIPS_TEXT.keyLabel}</label>
          <Input.TextArea
            id={keyId}
            value={armoredKey}
            onChange={(event) => setArmoredKey(event.target.value)}
            rows={6}
            spellCheck={false}
            autoComplete="off"
            placeholder="-----BEGIN PGP PRIVATE KEY BLOCK-----"
          />
          <span>
            <FileButton label={TIPS_TEXT.chooseKeyFile} accept={KEY_FILES} disabled={busy} onFile={readFile} />
          </span>
        </Flex>
        <Flex vertical gap={4} className="tips-passphrase">
          <label htmlFor={passphraseId}>{TIPS_TEXT.passphraseLabel}</label>
          <Input.Password id={passphraseId} value={passphrase} onChange={(event) => setPassphrase(event.target.value)} autoComplete="off" />
        </Flex>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        <span>
          <Button type="primary" htmlType="submit" loading={busy}>
            {TIPS_TEXT.unlock}
          </Button>
        </span>
      </Flex>
    </form>
  );
}
