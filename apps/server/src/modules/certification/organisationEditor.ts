import type { z } from 'zod';
import { certificationMessages, type organisationSaveSchema } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../infra/errors.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';
import { rowSubject, withAudit, type AuditActor } from '../audit/withAudit.js';
import {
  deleteOrganisation,
  findOrganisation,
  insertOrganisation,
  listOrganisations,
  updateOrganisation,
  type OrganisationRow,
} from './certificationRepository.js';
import { toOrganisationDetail } from './certificationView.js';

type OrganisationInput = z.output<typeof organisationSaveSchema>;

const consoleView = (row: OrganisationRow) => ({ ...toOrganisationDetail(row), sort: row.sort });
/** What the audit log shows of an organisation: not its whole text. */
const snapshot = (row: OrganisationRow) => ({ title: row.title, img_path: row.imgPath, sort: row.sort });

/** Editors keep the list of certification organisations; the text is sanitized on write. */
export class OrganisationEditor {
  constructor(private readonly db: Db) {}

  async list() {
    return (await listOrganisations(this.db)).map(consoleView);
  }

  save(actor: AuditActor, input: OrganisationInput) {
    const values = {
      title: input.title,
      imgPath: input.img_path,
      content: sanitizeHtml(input.content),
      sort: input.sort,
    };
    const { id } = input;
    if (id === undefined) {
      return withAudit(this.db, actor, { action: 'organisation.create', targetType: 'organisation' }, async (tx) => {
        const row = await insertOrganisation(tx, values);
        return { before: null, after: snapshot(row), result: consoleView(row), targetId: row.id };
      });
    }
    return withAudit(this.db, actor, rowSubject('organisation.update', id), async (tx) => {
      const before = await findOrganisation(tx, id);
      const row = await updateOrganisation(tx, id, values);
      if (!before || !row) throw notFound(certificationMessages.organisationNotFound);
      return { before: snapshot(before), after: snapshot(row), result: consoleView(row) };
    });
  }

  remove(actor: AuditActor, id: number) {
    return withAudit(this.db, actor, rowSubject('organisation.delete', id), async (tx) => {
      const row = await deleteOrganisation(tx, id);
      if (!row) throw notFound(certificationMessages.organisationNotFound);
      return { before: snapshot(row), after: null, result: null };
    });
  }
}
