import path from 'node:path';
import ts from 'typescript';

/*
 * What the typed client buys: a field renamed in the API's answer breaks the type check of the
 * screen that reads it, instead of the page in a browser. The generated types are read as the
 * shell's type check reads them (context/dist), with one schema's field renamed.
 */
const SHELL = path.resolve(__dirname, '..', '..');
const SCREEN = path.join(SHELL, 'src', 'auth', 'ForgotPasswordForm.tsx');
const GENERATED = `${path.sep}context${path.sep}dist${path.sep}api-client${path.sep}openapi.d.ts`;

function screenErrors(plant: (types: string) => string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHELL, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    return text !== undefined && path.resolve(file).endsWith(GENERATED) ? plant(text) : text;
  };
  const program = ts.createProgram({ rootNames: [SCREEN], options: config.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === SCREEN.split(path.sep).join('/'))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the screens are type-checked against the API it describes', () => {
  it('passes with the generated types as they are', () => {
    expect(screenErrors((types) => types)).toEqual([]);
  }, 60_000);

  it('fails on the screen that reads a field the API renamed (PasswordResetRequestAnswer.message → notice)', () => {
    const renamed = (types: string) => {
      const planted = types.replace(/(PasswordResetRequestAnswer: \{\s*)message:/, '$1notice:');
      if (planted === types) throw new Error('the planted rename found nothing to rename');
      return planted;
    };
    expect(screenErrors(renamed)).toEqual([expect.stringContaining("Property 'message' does not exist")]);
  }, 60_000);
});
