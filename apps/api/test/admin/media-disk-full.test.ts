/**
 * Issue 15 point 3, fault "disk full while an image is uploaded" (decision 068). The library keeps
 * an image's bytes in the database (decision 046), so a full disk shows where the bytes are written:
 * PostgreSQL answers the INSERT with SQLSTATE 53100 disk_full ("could not extend file … No space
 * left on device"). A trigger raises exactly that error while the disk is "full" — no mount, the
 * same on PGlite and PostgreSQL and in CI. Expected: 507 with the catalogue's `storage_full`
 * message, nothing of the upload stored (no row, no audit entry, the earlier files of the same
 * upload rolled back too), and the library working as before once there is room again.
 */
import { translate } from '@wegweiser/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { file, image, mediaLibrary } from '../helpers/media-library';
import { timed } from '../helpers/wait';

const t = setupContentApp();
const { upload, mediaCount } = mediaLibrary(t);

/** From now on, writing the image named `filename` fails the way a full disk fails it. */
async function fillDiskAt(filename: string) {
  await t.database.db.execute(
    sql.raw(`
      create or replace function fault_disk_full() returns trigger language plpgsql as $$
      begin
        if new.filename = '${filename}' then
          raise exception 'could not extend file "base/16384/16999": No space left on device'
            using errcode = 'disk_full', hint = 'Check free disk space.';
        end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      'create trigger fault_disk_full before insert on media_files for each row execute function fault_disk_full()',
    ),
  );
}

const freeDisk = () =>
  t.database.db.execute(sql.raw('drop trigger if exists fault_disk_full on media_files'));

const rowsNamed = async (names: string[]) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as count from media_files where filename in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { count: number }[] }
  ).rows[0]?.count ?? -1;

const auditUploads = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as count from audit_log where action = 'media.upload'`,
    )) as unknown as { rows: { count: number }[] }
  ).rows[0]?.count ?? -1;

describe('a full disk during an upload', () => {
  afterAll(freeDisk);

  it('answers 507 with the catalogue message, stores nothing of the upload, and works again once there is room', async () => {
    await fillDiskAt('zweites.png');
    const before = { media: await mediaCount(), audit: await auditUploads() };
    const parts = [
      file('erstes.png', 'image/png', await image('png')),
      file('zweites.png', 'image/png', await image('png')),
    ];

    const { result: answer, ms } = await timed(() => upload(parts, 'editor', 'de'));
    expect(answer.status).toBe(507);
    expect(answer.body).toEqual({ message: translate('storage_full', 'de') });
    expect(answer.body.message).toContain('nichts gespeichert');
    // The first file was written before the disk filled: rolled back with the rest.
    expect(await rowsNamed(['erstes.png', 'zweites.png'])).toBe(0);
    expect(await mediaCount()).toBe(before.media);
    expect(await auditUploads()).toBe(before.audit);

    // Other requests are not affected: the library lists, and the English answer is English.
    expect((await t.send('GET', '/api/admin/media/')).status).toBe(200);
    const english = await upload([file('zweites.png', 'image/png', await image('png'))], 'editor', 'en');
    expect(english.status).toBe(507);
    expect(english.body.message).toBe(translate('storage_full', 'en'));

    // Room again: the same upload goes through, both files stored once.
    await freeDisk();
    const { result: again, ms: recoveryMs } = await timed(() => upload(parts, 'editor', 'de'));
    expect(again.status).toBe(201);
    expect(again.body.results.map((item: { filename: string }) => item.filename)).toEqual([
      'erstes.png',
      'zweites.png',
    ]);
    expect(await rowsNamed(['erstes.png', 'zweites.png'])).toBe(2);
    expect(await mediaCount()).toBe(before.media + 2);
    expect(await auditUploads()).toBe(before.audit + 2);
    console.info(
      `fault disk full (${t.database.kind}): upload answered ${answer.status} in ${Math.round(ms)} ms, ` +
        `0 of 2 files stored, 0 audit entries; after room returned: ${again.status} in ${Math.round(recoveryMs)} ms, 2 of 2 stored`,
    );
  });
});
