import { describe, expect, it } from 'vitest';
import { assertMaySeed, databaseChanges, recordsPublishing } from './prepare-rules';

const build = { readOnly: false };
const previewBuild = { readOnly: true };

describe('what a build may do to its database', () => {
  it('migrates and seeds on this machine, in CI and in the production deploy', () => {
    expect(databaseChanges({}, build)).toBe('apply');
    expect(databaseChanges({ NETLIFY: 'true' }, build)).toBe('apply');
    expect(databaseChanges({ NETLIFY: 'true', CONTEXT: 'production' }, build)).toBe('apply');
  });

  it('leaves the database as it is when asked to (npm run build:preview), anywhere', () => {
    expect(databaseChanges({}, previewBuild)).toBe('none');
    expect(databaseChanges({ CONTEXT: 'production' }, previewBuild)).toBe('none');
    expect(databaseChanges({ CONTEXT: 'deploy-preview' }, previewBuild)).toBe('none');
    expect(databaseChanges({ CONTEXT: 'branch-deploy' }, previewBuild)).toBe('none');
  });

  it("refuses to migrate a deploy preview's or branch deploy's database", () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy']) {
      expect(() => databaseChanges({ CONTEXT, NETLIFY: 'true' }, build)).toThrow(
        `refusing to migrate or seed the database in a ${CONTEXT} build`,
      );
    }
    // Only the exact word counts: anything else may be the shop's database.
    expect(() =>
      databaseChanges({ CONTEXT: 'deploy-preview', PREVIEW_DATABASE: 'true' }, build),
    ).toThrow('PREVIEW_DATABASE=separate');
  });

  it('migrates and seeds a preview database the owner declared separate, whatever the command', () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy']) {
      const env = { CONTEXT, PREVIEW_DATABASE: 'separate' };
      expect(databaseChanges(env, build)).toBe('apply');
      expect(databaseChanges(env, previewBuild)).toBe('apply');
    }
  });

  it('the flag means nothing outside previews', () => {
    expect(
      databaseChanges({ CONTEXT: 'production', PREVIEW_DATABASE: 'separate' }, previewBuild),
    ).toBe('none');
  });
});

describe('seeding without ADMIN_PASSWORD', () => {
  it('is allowed on this machine, where the generated password is shown to the owner only', () => {
    expect(() => assertMaySeed({})).not.toThrow();
  });

  it('refuses on Netlify (NETLIFY=true or any CONTEXT), where it would print into a build log', () => {
    for (const env of [
      { NETLIFY: 'true' },
      { CONTEXT: 'production' },
      { CONTEXT: 'deploy-preview' },
      { CONTEXT: 'dev' },
    ]) {
      expect(() => assertMaySeed(env)).toThrow(
        'refusing to load the sample shop without ADMIN_PASSWORD on Netlify',
      );
      expect(() => assertMaySeed({ ...env, ADMIN_PASSWORD: 'a-chosen-password' })).not.toThrow();
    }
  });
});

describe('which builds record the shop as building and published', () => {
  it('production and local builds do; previews over the shop’s database do not', () => {
    expect(recordsPublishing({})).toBe(true);
    expect(recordsPublishing({ CONTEXT: 'production', NETLIFY: 'true' })).toBe(true);
    expect(recordsPublishing({ CONTEXT: 'dev' })).toBe(true);
    expect(recordsPublishing({ CONTEXT: 'deploy-preview' })).toBe(false);
    expect(recordsPublishing({ CONTEXT: 'branch-deploy' })).toBe(false);
    expect(recordsPublishing({ CONTEXT: 'deploy-preview', PREVIEW_DATABASE: 'separate' })).toBe(
      true,
    );
  });
});
