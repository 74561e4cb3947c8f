import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../core/platform/version.ts';
import { cliWorld } from './cli-world.ts';

const world = cliWorld();
const COMMANDS = ['serve', 'merchants', 'login', 'whoami', 'logout', 'users', 'roles', 'db', 'logs', 'mail'];

describe('merchant --help', () => {
  it('lists every command quickly, without opening the database', async () => {
    // A database the help must never open: opening it would create the file.
    const untouched = `${world.dir}/never-opened.db`;
    const result = await world.run(['--help'], { env: { DATABASE_URL: `file:${untouched}` } });
    expect(result.code).toBe(0);
    expect(result.ms).toBeLessThan(5_000);
    const listed = [...result.stdout.matchAll(/^ {2}(\w+)\b/gm)].map((m) => m[1]);
    expect(listed).toEqual(expect.arrayContaining(COMMANDS));
    expect(result.stdout).toContain('--server <url>');
    expect(result.stdout).toContain('(env: MERCHANT_SERVER)');
    expect(existsSync(untouched)).toBe(false);
  });

  it('shows the help of a command group and of one command', async () => {
    const users = await world.run(['users', '--help']);
    expect(users.stdout).toMatch(/^ {2}list \[options\] +list sub-users, newest first$/m);
    expect(users.stdout).toMatch(/^ {2}deactivate <user> +deactivate a sub-user and end their sessions$/m);
    const add = await world.run(['users', 'add', '--help']);
    expect(add.stdout).toContain('--password-stdin');
    expect(add.stdout).toContain('--role <role>');
  });

  it('prints the version', async () => {
    const result = await world.run(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${APP_VERSION}\n` });
  });

  it('exits 2 with the help on stderr when a group is called without a command', async () => {
    const result = await world.run(['users']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Usage: merchant users [options] [command]');
  });

  it('prints the keys of a screen, and both the command and the screen for a name that is both', async () => {
    const home = await world.run(['help', 'home']);
    expect(home.code).toBe(0);
    expect(home.stdout).toContain('The home screen: `merchant` with no command, on a terminal.');
    expect(home.stdout).toMatch(/^ {2}Enter +open$/m);
    expect(home.stdout).toMatch(/^ {2}Esc +back$/m);
    const jobs = await world.run(['help', 'jobs']);
    expect(jobs.stdout).toContain('Usage: merchant jobs [options] [command]');
    expect(jobs.stdout).toMatch(/^ {2}c +cancel it$/m);
    const users = await world.run(['help', 'users', 'add']);
    expect(users.stdout).toContain('--password-stdin');
    const unknown = await world.run(['help', 'nothing']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No command or screen called "nothing"');
  });
});
