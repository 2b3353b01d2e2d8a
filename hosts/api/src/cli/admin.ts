// Operator accounts of the leads inbox (DESIGN.md §12):
//   npm run admin -- add EMAIL      (password asked twice, or read from stdin when piped)
//   npm run admin -- remove EMAIL
//   npm run admin -- list
import { createInterface } from 'node:readline';
import { isOperatorEmail } from '@gw/config';
import { hashPassword } from '../http/passwords.ts';
import { type Reach, reachStore } from './reach.ts';

const usage = `Usage:
  npm run admin -- add EMAIL      (asks for the password; or: echo "$PASSWORD" | npm run admin -- add EMAIL)
  npm run admin -- remove EMAIL
  npm run admin -- list`;
export const minPasswordLength = 12;

process.umask(0o077);

const [command, email] = process.argv.slice(2);
if (command === 'list') await list();
else if ((command === 'add' || command === 'remove') && isOperatorEmail(email)) {
  if (command === 'add') await add(email);
  else await remove(email);
} else fail(usage);

async function add(address: string) {
  const password = await readPassword();
  if (password.length < minPasswordLength) {
    fail(`The password must be at least ${minPasswordLength} characters.`);
  }
  const hash = await hashPassword(password);
  const added = await withReach(
    (store) => store.operators.saveOperator(address, hash),
    async (call) => {
      const response = await call(`/admin/operators/${encodeURIComponent(address)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ passwordHash: hash }),
      });
      if (!response.ok) fail(`The running API answered ${response.status}.`);
      return ((await response.json()) as { added: boolean }).added;
    },
  );
  process.stdout.write(`${added ? 'Added' : 'Password changed for'} ${address.toLowerCase()}\n`);
}

async function remove(address: string) {
  const removed = await withReach(
    (store) => store.operators.removeOperator(address),
    async (call) => {
      const response = await call(`/admin/operators/${encodeURIComponent(address)}`, {
        method: 'DELETE',
      });
      if (response.status !== 204 && response.status !== 404) {
        fail(`The running API answered ${response.status}.`);
      }
      return response.status === 204;
    },
  );
  if (!removed) fail(`No operator has the e-mail ${address}.`);
  process.stdout.write(`Removed ${address.toLowerCase()}; their sessions have ended.\n`);
}

async function list() {
  const operators = await withReach(
    (store) => store.operators.listOperators(),
    async (call) => {
      const response = await call('/admin/operators');
      if (!response.ok) fail(`The running API answered ${response.status}.`);
      return ((await response.json()) as { data: { email: string; createdAt: string }[] }).data;
    },
  );
  if (operators.length === 0)
    process.stderr.write('No operators yet: npm run admin -- add EMAIL\n');
  for (const operator of operators) {
    process.stdout.write(`${operator.email}\tadded ${operator.createdAt}\n`);
  }
}

async function withReach<T>(
  byStore: (store: Extract<Reach, { via: 'store' }>['store']) => Promise<T>,
  byServer: (call: Extract<Reach, { via: 'server' }>['call']) => Promise<T>,
): Promise<T> {
  const reach = await reachStore(fail);
  if (reach.via === 'server') return byServer(reach.call);
  try {
    return await byStore(reach.store);
  } finally {
    await reach.done();
  }
}

/** Asked twice on a terminal (not echoed); otherwise the first line of stdin. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await ask('Password: ');
  const second = await ask('Password again: ');
  if (first !== second) fail('The two passwords differ.');
  return first;
}

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed (readline writes through _writeToOutput).
    (rl as unknown as { _writeToOutput(text: string): void })._writeToOutput = (text) => {
      if (text === question) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
