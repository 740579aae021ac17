import { ArrowLeft, Merge } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CONTACT_MESSAGES as M } from '#domain/contacts/contact.schema.ts';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ContactConsents, ContactNotes } from '../../features/contacts/contact-notes.tsx';
import { ContactHeader, ContactOwner, ContactTags } from '../../features/contacts/contact-profile.tsx';
import { ContactTimeline } from '../../features/contacts/contact-timeline.tsx';
import { type ContactDetail, undoMerge, useContact } from '../../features/contacts/contacts.api.ts';
import { MergeDialog, type MergeDone } from '../../features/contacts/merge-dialog.tsx';
import {
  type Erased,
  ErasedReport,
  PersonalDataActions,
} from '../../features/contacts/personal-data-actions.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** The merge just made on this screen, and its undo (decision 043: undo within the same screen visit). */
function UndoBar({
  contactId,
  done,
  onUndone,
}: {
  contactId: string;
  done: MergeDone;
  onUndone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function undo() {
    setBusy(true);
    try {
      notify.success((await undoMerge(contactId, done.mergeId)).message ?? M.mergeUndone);
      onUndone();
    } catch (e) {
      notify.error((e instanceof ApiError && e.serverMessage) || M.undoUnavailable);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <span>{`Đã gộp "${done.fromLabel}" vào khách hàng này.`}</span>
      <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={undo}>
        Hoàn tác
      </button>
    </div>
  );
}

function ContactPage(props: {
  contact: ContactDetail;
  refetch: () => Promise<unknown>;
  onErased: (erased: Erased) => void;
}) {
  const { contact, refetch } = props;
  const [merging, setMerging] = useState(false);
  const [merged, setMerged] = useState<MergeDone | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ContactHeader contact={contact} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setMerging(true)}>
            <Merge className="size-4" aria-hidden="true" />
            Gộp khách hàng
          </button>
          <PersonalDataActions contactId={contact._id} onErased={props.onErased} />
        </div>
      </div>
      {merged && (
        <UndoBar
          contactId={contact._id}
          done={merged}
          onUndone={() => {
            setMerged(null);
            void refetch();
          }}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <ContactTimeline key={contact.updatedAt} contactId={contact._id} first={contact.timeline} />
        <div className="min-w-0 space-y-4">
          <section
            aria-label="Phụ trách và nhãn"
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
          >
            <ContactOwner key={contact.ownerId} contact={contact} onChange={refetch} />
            <ContactTags contact={contact} onChange={refetch} />
          </section>
          <ContactNotes contact={contact} onChange={refetch} />
          <ContactConsents contact={contact} />
        </div>
      </div>
      {merging && (
        <MergeDialog
          intoId={contact._id}
          onClose={() => setMerging(false)}
          onMerged={(done) => {
            setMerging(false);
            setMerged(done);
            void refetch();
          }}
        />
      )}
    </div>
  );
}

/** A contact (Khách hàng): who, the timeline, owner, tags, notes, consents; merge, export and erase. */
export default function ContactsDetail() {
  const { id = '' } = useParams();
  const [erased, setErased] = useState<Erased | null>(null);
  const query = useContact(id, erased === null);
  return (
    <div className="space-y-4">
      <Link
        to="/admin/contacts/list"
        className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Danh sách khách hàng
      </Link>
      {erased ? (
        <ErasedReport erased={erased} />
      ) : (
        <QueryView
          query={query}
          loadingLabel="Đang tải khách hàng..."
          errorMessage={(e) => (e instanceof ApiError && e.serverMessage) || M.loadOneFailed}
        >
          {(contact) => <ContactPage contact={contact} refetch={query.refetch} onErased={setErased} />}
        </QueryView>
      )}
    </div>
  );
}
