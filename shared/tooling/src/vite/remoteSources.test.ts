import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitFilesUsedBy, remoteSourceLines } from './remoteSources.ts';

const root = join(import.meta.dirname, '../../../..');
const kitFiles = (remote: string) =>
  kitFilesUsedBy(join(root, 'remotes', remote)).map((file) =>
    relative(join(root, 'shared/ui/src'), file),
  );

describe("a remote's CSS sources, from its imports", () => {
  it('holds the kit files the remote imports by name, and what those import in turn', () => {
    const files = kitFiles('demo-modal');
    // DemoForm imports TextField by name; TextField imports Field; the dialog is Modal.
    expect(files).toEqual(expect.arrayContaining(['TextField/TextField.tsx', 'Field/Field.tsx']));
    expect(files).toEqual(expect.arrayContaining(['Modal/ModalDialog.tsx', 'Button/Button.tsx']));
    // Nothing it does not render, and never a test.
    expect(files.some((file) => file.startsWith('FileDrop/'))).toBe(false);
    expect(files.some((file) => file.includes('.test.'))).toBe(false);
  });

  it('follows pickers into the parts they are built from', () => {
    expect(kitFiles('waitlist-form')).toEqual(
      expect.arrayContaining(['CountryPicker/CountryPicker.tsx', 'SearchSelect/SearchSelect.tsx']),
    );
  });

  it('is nothing of the kit for a remote that imports none of it', () => {
    expect(kitFiles('fee-estimator')).toEqual([]);
  });

  it('writes @source lines relative to the CSS file, excluding tests', () => {
    const css = join(root, 'shared/tooling/src/vite/remote.css');
    const lines = remoteSourceLines(join(root, 'remotes/role-picker'), css).split('\n');
    expect(lines[0]).toBe('@source "../../../../remotes/role-picker/src";');
    expect(lines[1]).toBe('@source not "../../../../remotes/role-picker/src/**/*.test.tsx";');
    expect(lines).toContain('@source "../../../ui/src/Modal/ModalDialog.tsx";');
  });
});
