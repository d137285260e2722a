/** Reads one line from the terminal without echoing it (a password typed at a shell). */
import { OwnerSetupError } from '../first-owner';

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';

export function readHiddenLine(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    return Promise.reject(
      new OwnerSetupError('no terminal to ask for the password: set OWNER_PASSWORD instead'),
    );
  }
  // Echo off before the prompt shows: nothing typed after it can appear.
  stdin.setRawMode(true);
  stdout.write(prompt);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (ENTER.has(character)) return finish();
        if (character === INTERRUPT) return finish(new OwnerSetupError('interrupted'));
        if (BACKSPACE.has(character)) line = [...line].slice(0, -1).join('');
        else line += character;
      }
    };
    stdin.on('data', onData);
  });
}
