import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CheckedImageStore } from './image-store';

function isErrno(err: unknown, ...codes: string[]): boolean {
  return err instanceof Error && 'code' in err && codes.includes(String(err.code));
}

/** Images as plain files under root; the key is the relative path. */
export class FsImageStore extends CheckedImageStore {
  constructor(readonly root: string) {
    super();
  }

  private fileFor(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  protected async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader (the /images route, a concurrent seed) never sees half a
    // file. The temporary name starts with a dot, which no valid key can, so list skips it.
    const partial = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
    );
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  protected async read(key: string): Promise<Uint8Array | null> {
    try {
      const bytes = await readFile(this.fileFor(key));
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
      throw err;
    }
  }

  protected async remove(key: string): Promise<boolean> {
    try {
      await unlink(this.fileFor(key));
      return true;
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) return false;
      // A folder is not an image: deleting "products" must not remove the whole folder.
      if (isErrno(err, 'EISDIR', 'EPERM')) return false;
      throw err;
    }
  }

  protected async keysFrom(prefix: string): Promise<string[]> {
    // Walk only the deepest folder the prefix names, not the whole store.
    const slash = prefix.lastIndexOf('/');
    const folderKey = slash < 0 ? '' : prefix.slice(0, slash);
    const keys: string[] = [];
    await this.walk(folderKey, keys);
    return keys;
  }

  private async walk(folderKey: string, into: string[]): Promise<void> {
    const folder = folderKey ? path.join(this.root, ...folderKey.split('/')) : this.root;
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = folderKey ? `${folderKey}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.walk(key, into);
      else if (entry.isFile()) into.push(key);
    }
  }
}
