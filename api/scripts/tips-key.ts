// `npm run tips-key -w api -- --out <file> [--name "Newsroom"]`: makes the newsroom's tips key pair. The private key,
// protected by a passphrase (typed twice, or TIPS_KEY_PASSPHRASE for automation), goes to <file> (mode 0600) for the
// staff to keep; the public key is printed, for TIPS_PUBLIC_KEY or a file named by TIPS_PUBLIC_KEY_FILE.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { generateNewsroomKey } from '../src/tips/keys';

const MIN_PASSPHRASE = 12;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('no terminal to type the passphrase in: set TIPS_KEY_PASSPHRASE'));
      return;
    }
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function passphrase(): Promise<string> {
  const fromEnv = process.env.TIPS_KEY_PASSPHRASE;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await askHidden('Passphrase for the tips private key: ');
  const second = await askHidden('The same passphrase again: ');
  if (first !== second) throw new Error('the two passphrases differ');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, name: { type: 'string' } } });
  if (!values.out) throw new Error('name the file for the private key: --out <file> (keep it off the server)');
  const out = path.resolve(process.cwd(), values.out);
  if (fs.existsSync(out)) throw new Error(`${out} exists: choose another file (an old key still opens old tips; keep it)`);
  const secret = await passphrase();
  if (secret.length < MIN_PASSPHRASE) throw new Error(`the passphrase must have at least ${MIN_PASSPHRASE} characters`);
  const { publicKey, privateKey } = await generateNewsroomKey(secret, values.name ?? process.env.ORG_NAME ?? 'Beacon Media');
  fs.writeFileSync(out, `${privateKey}\n`, { mode: 0o600, flag: 'wx' });
  fs.writeFileSync(`${out}.pub`, `${publicKey}\n`, { mode: 0o644, flag: 'wx' });
  console.log(`Private key (passphrase-protected, mode 0600): ${out} — keep it, and every earlier one, with the staff who read tips.`);
  console.log(`Public key: ${out}.pub — set TIPS_PUBLIC_KEY_FILE=${out}.pub, or TIPS_PUBLIC_KEY to this (\\n escapes accepted):\n`);
  console.log(publicKey);
}

main().catch((error: unknown) => {
  console.error(`tips-key: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
