/** Tells the run which database the e2e suites use; each suite then makes its own fresh one. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.CI === 'true' && !url) {
    throw new Error('CI=true: the API e2e suites must run on MariaDB; set TEST_DATABASE_URL');
  }
  console.log(
    `\nAPI e2e database: ${url ? 'MariaDB/MySQL (a fresh database per suite)' : 'SQLite (a fresh file per suite)'}`,
  );
}
