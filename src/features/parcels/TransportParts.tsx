import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { StatusTag } from '../../ui/StatusTag';
import { useToast } from '../../ui/Toast';
import { selectForCopying } from '../shared/copyByHand';
import { statusOf, transportStatuses } from '../shared/statuses';
import { formatVolume, formatWeight } from './model';
import * as styles from './TransportParts.css';

/**
 * A parcel row of GET /api/order/transports, named as the server names it (Transport in
 * src/app/api/schemas/order.ts) so decoded answers pass straight in.
 */
export interface TransportRowData {
  Id: number;
  /** The carrier's tracking code. */
  TransportCode: string;
  OrderId: number | null;
  OrderCode: string;
  /** A code of `transportStatuses`. */
  Status: number;
  /** ISO 8601. */
  CreatedDate: string;
  UpdatedDate: string | null;
  /** kg; null until weighed. */
  Weight: number | null;
  WarehouseName: string;
  /** m³, when the answer has it (the details do; the list row may not). */
  Volume?: number | null;
}

/** A parcel's status in words and colour; an unknown code reads 'Không rõ (n)'. */
export function TransportStatusTag({ status }: { status: number }) {
  const entry = statusOf(transportStatuses, status);
  return (
    <StatusTag tone={entry.tone} icon={entry.tone === 'success' ? 'check' : entry.tone === 'danger' ? 'warning' : undefined}>
      {entry.label}
    </StatusTag>
  );
}

/** '1,2 kg · 0,048 m³', or 'Chưa cân' before the parcel is weighed. */
export function WeightText({ weight, volume }: { weight: number | null; volume?: number | null }) {
  if (weight === null && (volume === undefined || volume === null)) return <span className={styles.muted}>{formatWeight(null)}</span>;
  return (
    <span className={styles.nowrap}>
      {formatWeight(weight)}
      {volume === undefined || volume === null ? null : ` · ${formatVolume(volume)}`}
    </span>
  );
}

async function writeToClipboard(text: string): Promise<void> {
  // Missing outside a secure context (the portal opened over plain http on a LAN address) and in old
  // browsers; the type says it is always there.
  const clipboard = (navigator as { clipboard?: Clipboard }).clipboard;
  if (!clipboard) throw new Error('No clipboard');
  await clipboard.writeText(text);
}

export const copyTexts = {
  copied: 'Đã sao chép',
  fallback: 'Không sao chép tự động được. Mã đã được chọn sẵn, bạn hãy sao chép thủ công.',
} as const;

export interface CopyableCodeProps {
  /** The text put on the clipboard. */
  code: string;
  /** How the code shows (plain, or a link to the parcel). @default the code */
  children?: ReactNode;
  /** Names the button: 'Sao chép mã vận đơn YT…'. @default 'mã vận đơn' */
  label?: string;
}

/**
 * A code with a copy button. The clipboard confirms with a toast 'Đã sao chép' (a polite live region)
 * and a tick on the button for two seconds; where the browser has no clipboard or refuses, the code
 * is selected instead and the toast says to copy it by hand.
 */
export function CopyableCode({ code, children, label = 'mã vận đơn' }: CopyableCodeProps) {
  const toast = useToast();
  const textRef = useRef<HTMLSpanElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    writeToClipboard(code).then(
      () => {
        setCopied(true);
        toast.success(copyTexts.copied);
      },
      () => {
        selectForCopying(textRef.current);
        toast.info(copyTexts.fallback);
      },
    );
  };

  return (
    <span className={styles.copyable}>
      <span ref={textRef} className={styles.code}>
        {children ?? code}
      </span>
      <Button variant="ghost" size="sm" className={styles.copyButton} aria-label={`Sao chép ${label} ${code}`} onPress={copy}>
        <Icon name={copied ? 'check' : 'copy'} size="sm" />
      </Button>
    </span>
  );
}
