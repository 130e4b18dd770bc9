/**
 * Reads deploy/Procfile (`name: command`, one process per line) and deploy/cluster.env (`KEY=value`,
 * given to every process), filling `${NAME}` placeholders from the layout. A command is split on
 * spaces (double quotes keep one argument together, `""` is an empty one); a leading `env K=V …`
 * sets that process's own variables, as a shell-run Procfile would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR } from './layout';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  /** The line's own variables (on top of cluster.env). */
  env: Record<string, string>;
}

const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;
const ASSIGNMENT = /^([A-Z][A-Z0-9_]*)=(.*)$/;

/** `${NAME}` → its value; an unknown name is an error (a typo would otherwise start a broken piece). */
export function fillPlaceholders(text: string, vars: Readonly<Record<string, string>>, where: string): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${where}: unknown placeholder \${${name}}`);
    return value;
  });
}

/** Lines that are neither blank nor comments, with their line numbers. */
function meaningfulLines(text: string): { text: string; number: number }[] {
  return text
    .split('\n')
    .map((line, i) => ({ text: line.trim(), number: i + 1 }))
    .filter((line) => line.text !== '' && !line.text.startsWith('#'));
}

function splitWords(command: string, where: string): string[] {
  const words: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (let match = pattern.exec(command); match; match = pattern.exec(command)) words.push(match[1] ?? match[2] ?? '');
  if ((command.match(/"/g)?.length ?? 0) % 2 !== 0) throw new Error(`${where}: unbalanced quotes`);
  return words;
}

/** cluster.env: each value may use the layout's placeholders and the variables defined above it. */
export function parseEnvFile(text: string, vars: Readonly<Record<string, string>>, file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of meaningfulLines(text)) {
    const where = `${file}:${line.number}`;
    const match = ASSIGNMENT.exec(line.text);
    if (!match?.[1] || match[2] === undefined) throw new Error(`${where}: expected KEY=value`);
    env[match[1]] = fillPlaceholders(match[2], { ...vars, ...env }, where);
  }
  return env;
}

export function parseProcfile(text: string, vars: Readonly<Record<string, string>>, file: string): ProcessSpec[] {
  const specs: ProcessSpec[] = [];
  for (const line of meaningfulLines(text)) {
    const where = `${file}:${line.number}`;
    const match = /^([a-z0-9][a-z0-9_-]*):\s*(.+)$/.exec(line.text);
    if (!match?.[1] || !match[2]) throw new Error(`${where}: expected "name: command"`);
    if (specs.some((spec) => spec.name === match[1])) throw new Error(`${where}: "${match[1]}" is listed twice`);
    const words = splitWords(match[2], where).map((word) => fillPlaceholders(word, vars, where));
    const env: Record<string, string> = {};
    if (words[0] === 'env') words.shift();
    for (let assignment = ASSIGNMENT.exec(words[0] ?? ''); assignment?.[1]; assignment = ASSIGNMENT.exec(words[0] ?? '')) {
      env[assignment[1]] = assignment[2] ?? '';
      words.shift();
    }
    const [command, ...args] = words;
    if (!command) throw new Error(`${where}: no command`);
    specs.push({ name: match[1], command, args, env });
  }
  return specs;
}

/** The process list and shared environment of deploy/, filled in for this layout. */
export function readDeployFiles(vars: Readonly<Record<string, string>>): { processes: ProcessSpec[]; sharedEnv: Record<string, string> } {
  const read = (name: string) => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
  return {
    processes: parseProcfile(read('Procfile'), vars, 'deploy/Procfile'),
    sharedEnv: parseEnvFile(read('cluster.env'), vars, 'deploy/cluster.env'),
  };
}
