import { type ExportDeps, exportArchive } from './content-export.ts';
import { type ImportAudit, type ImportDeps, importArchive } from './content-import.ts';

/**
 * Content export and import (decision 019): news, services, products and the chatbot's training items, with
 * the media files they name, as one .tar.gz (content.json + media/). Rows are moved as the database holds them,
 * generically (columns common to both installs; account references point to the importing admin), which is
 * why this reads those areas' tables directly: a documented exception, decision 019.
 */
export function createContentTransfer(deps: ExportDeps & ImportDeps) {
  return {
    exportArchive: () => exportArchive(deps),
    importArchive: (archive: Buffer, audit: ImportAudit) => importArchive(deps, archive, audit),
  };
}

export type ContentTransfer = ReturnType<typeof createContentTransfer>;
