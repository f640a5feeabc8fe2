// Throwaway PostgreSQL databases for CI: `check`, `create NAME`, `drop NAME`.
import pg from 'pg';

const [command, name] = process.argv.slice(2);
const client = new pg.Client({ connectionString: process.env.CI_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 3000 });
if (name !== undefined && !/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
try {
  await client.connect();
  if (command === 'create') await client.query(`create database ${name}`);
  else if (command === 'drop') await client.query(`drop database if exists ${name} with (force)`);
  else if (command !== 'check') throw new Error(`unknown command ${command}`);
  await client.end();
} catch (error) {
  if (command !== 'check') console.error(`postgres ${command} failed: ${error.message}`);
  process.exit(1);
}
