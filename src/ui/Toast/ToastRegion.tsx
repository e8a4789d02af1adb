import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon, ToneIcon } from '../Dialog/ToneIcon';
import { keepAboveBottomBand } from '../theme/bottomBand';
import * as styles from './Toast.css';
import type { ToastController, ToastMessage } from './toastController';

function ToastItem({ toast }: { toast: QueuedToast<ToastMessage> }) {
  const { tone, text } = toast.content;
  return (
    <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
      {/* An error interrupts (alert); success and info wait for a pause in speech (status). */}
      <AriaToastContent className={styles.content} role={tone === 'error' ? 'alert' : 'status'}>
        <ToneIcon tone={tone === 'error' ? 'danger' : tone} />
        <Text slot="title" className={styles.text}>
          {text}
        </Text>
      </AriaToastContent>
      <Button slot="close" variant="ghost" size="sm" aria-label="Đóng thông báo" className={styles.close}>
        <CloseIcon />
      </Button>
    </AriaToast>
  );
}

const queues = new WeakMap<ToastController, ToastQueue<ToastMessage>>();

/** One react-aria queue per controller, made here so its code loads with the region, not before. */
function queueOf(controller: ToastController): ToastQueue<ToastMessage> {
  let queue = queues.get(controller);
  if (!queue) {
    queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: controller.maxVisible });
    queues.set(controller, queue);
    controller.connect(queue);
  }
  return queue;
}

/**
 * Above a summary bar stuck to the screen's bottom: a toast over `Thanh toán` would keep it from a tap for
 * seconds. The region is mounted only while toasts show, and is followed only then.
 */
const stayAboveTheBar = (region: HTMLDivElement | null) => (region ? keepAboveBottomBand(region, 8) : undefined);

export interface ToastRegionProps {
  controller: ToastController;
}

/**
 * The landmark that shows the toasts of one controller, in a portal above everything. Hovering or
 * focusing it pauses the timers, so a toast does not vanish while being read.
 */
export function ToastRegion({ controller }: ToastRegionProps) {
  return (
    // data-toast-region: screen baselines leave toasts out, they come and go on a timer (tests/support).
    <AriaToastRegion
      queue={queueOf(controller)}
      className={styles.region}
      ref={stayAboveTheBar}
      aria-label="Thông báo"
      data-toast-region=""
    >
      {({ toast }) => <ToastItem toast={toast} />}
    </AriaToastRegion>
  );
}

export default ToastRegion;
