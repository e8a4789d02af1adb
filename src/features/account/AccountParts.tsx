import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon';
import * as styles from './AccountScreens.css';

/** The server's lines (a 400 flattened, SPEC §8), rendered as text. */
export function FormAlert({ lines }: { lines: readonly string[] }) {
  const shown = lines.filter((line) => line.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      <Icon name="error" className={styles.alertIcon} />
      <ul className={styles.alertLines}>
        {shown.map((line, index) => (
          <li key={`${String(index)}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** One request per intent: the ref is set before React re-renders, so a double click sends once. */
export function useSubmitOnce() {
  const busy = useRef(false);
  const [isPending, setPending] = useState(false);
  const cooldown = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(cooldown.current), []);
  const release = () => {
    busy.current = false;
    setPending(false);
  };
  const submit = async (send: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      await send();
      // A fast answer can land between the two clicks of a double click: the button stays busy a
      // moment longer, so the second click neither sends again nor validates the emptied form.
      cooldown.current = setTimeout(release, SUBMIT_COOLDOWN_MS);
      return true;
    } catch {
      // The app reports the failure (serverErrors); the form keeps what was typed.
      release();
      return false;
    }
  };
  return { isPending, submit, isBusy: () => busy.current };
}

/** How long the submit button stays busy after a success; longer than the gap inside a double click. */
const SUBMIT_COOLDOWN_MS = 600;
