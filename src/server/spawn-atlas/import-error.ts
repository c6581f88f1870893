/** A problem with one file of a datapack: its path and why it was refused. */
export interface DatapackProblem {
  file: string;
  reason: string;
}

/** An import refused as a whole: every bad file is named, and the atlas is left as it was. */
export class AtlasImportError extends Error {
  constructor(readonly problems: DatapackProblem[]) {
    super(
      `The datapack was not imported (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `${p.file}: ${p.reason}`).join('\n'),
    );
    this.name = 'AtlasImportError';
  }
}
