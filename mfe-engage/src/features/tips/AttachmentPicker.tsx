import { useId, useState } from 'react';
import type { TipFile } from '@beacon/shared/tips-crypto';
import { Button } from '@beacon/shared/ui';
import { TIPS_PRIVACY } from '../../content/tips';
import { ACCEPTED, AttachmentRefused, TIP_ATTACHMENTS_MAX } from './attachmentRules';
import { loadTipsWork } from './loadTipsWork';

interface AttachmentPickerProps {
  files: readonly TipFile[];
  onChange: (files: TipFile[]) => void;
}

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Up to three files; photos lose their metadata as they are chosen, and the list says so. */
export function AttachmentPicker({ files, onChange }: AttachmentPickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [cleaned, setCleaned] = useState<ReadonlySet<string>>(new Set());

  const add = async (chosen: FileList | null) => {
    setProblem(null);
    const next = [...files];
    const scrubbed = new Set(cleaned);
    for (const file of Array.from(chosen ?? [])) {
      if (next.length >= TIP_ATTACHMENTS_MAX) {
        setProblem(`At most ${TIP_ATTACHMENTS_MAX} files can be attached.`);
        break;
      }
      try {
        const { prepareAttachment } = await loadTipsWork();
        const prepared = await prepareAttachment(file);
        const { cleaned: wasCleaned, ...tipFile } = prepared;
        next.push(tipFile);
        if (wasCleaned) scrubbed.add(tipFile.name);
      } catch (error) {
        setProblem(error instanceof AttachmentRefused ? error.message : `${file.name} could not be read.`);
      }
    }
    setCleaned(scrubbed);
    onChange(next);
  };

  return (
    <div className="engage-field">
      <label htmlFor={id} className="engage-field-label">
        Files (optional)
      </label>
      <p id={`${id}-note`} className="engage-field-note">
        {TIPS_PRIVACY.attachments}
      </p>
      <input
        id={id}
        type="file"
        name="attachment"
        multiple
        accept={ACCEPTED}
        aria-describedby={`${id}-note ${id}-problem`}
        disabled={files.length >= TIP_ATTACHMENTS_MAX}
        onChange={(event) => {
          const input = event.currentTarget;
          void add(input.files).finally(() => {
            input.value = '';
          });
        }}
      />
      <p id={`${id}-problem`} className="engage-inline-error" aria-live="assertive">
        {problem ?? ''}
      </p>
      {files.length > 0 && (
        <ul className="engage-tip-files" aria-label="Attached files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} ({sizeText(file.size)}){cleaned.has(file.name) ? ' — hidden details removed' : ''}
              </span>
              <Button size="small" onClick={() => onChange(files.filter((_file, at) => at !== index))} aria-label={`Remove ${file.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
