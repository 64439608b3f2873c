import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import type { ImportReport } from '../../../core/imports/import-report';
import { DomainError } from '../../../core/domain-error';

/** 400 IMPORT_INVALID: the file has errors, nothing was written; the body carries the report. */
export class ImportInvalidError extends DomainError {
  constructor(readonly report: ImportReport) {
    super('invalid', 'IMPORT_INVALID', API_ERROR_MESSAGES.IMPORT_INVALID);
  }

  override toJSON() {
    return { ...super.toJSON(), ...this.report };
  }
}
