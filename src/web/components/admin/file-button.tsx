import { FileUp } from 'lucide-react';
import { buttonClass } from '../ui/modal.tsx';

type FileButtonProps = {
  /** the button's text, and its text while `busy` */
  label: string;
  busyLabel: string;
  busy: boolean;
  accept: string;
  /** what a screen reader announces for the file picker */
  ariaLabel: string;
  onFile: (file: File) => void;
};

/**
 * A file picker that looks and works like a secondary button (import of a sheet, of a content archive): the real
 * file input covers it, so a click, Enter and Space open the browser's own dialog; the same file can be picked
 * again after a failure.
 */
export function FileButton({ label, busyLabel, busy, accept, ariaLabel, onFile }: FileButtonProps) {
  return (
    <span className={`${buttonClass('secondary')} relative focus-within:ring-2 focus-within:ring-brand-500`}>
      <FileUp className="size-4" aria-hidden="true" />
      {busy ? busyLabel : label}
      <input
        type="file"
        accept={accept}
        aria-label={ariaLabel}
        className="absolute inset-0 cursor-pointer opacity-0"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </span>
  );
}
