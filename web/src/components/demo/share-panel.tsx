import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { COPY_CONFIRMATION_MS, demoPlaylistMessages as m } from '@rufbereit/shared';
import { Button } from '../ui/button';
import { copyText } from '../../lib/copy-text';

interface SharePanelProps {
  id: string;
  code: string;
}

/** The embed code of a card with a copy button that shows a check for 2 seconds (spec: screens, error catalogue). */
export function SharePanel({ id, code }: SharePanelProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const codeId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (await copyText(code)) {
      toast.success(m.copySuccess);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } else {
      toast.error(m.copyFailed);
    }
  };

  return (
    <div id={id} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label htmlFor={codeId} className="text-sm font-semibold text-slate-900">
        {m.embedHeading}
      </label>
      <p className="mt-1 text-sm text-slate-700">{m.embedHint}</p>
      <textarea
        id={codeId}
        readOnly
        value={code}
        rows={3}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 w-full resize-none rounded-lg border border-slate-300 bg-white p-2 font-mono text-xs text-slate-800"
      />
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void copy()} aria-live="polite">
        {copied ? <Check aria-hidden="true" className="h-4 w-4 text-green-700" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
        {copied ? m.copied : m.copy}
      </Button>
    </div>
  );
}
