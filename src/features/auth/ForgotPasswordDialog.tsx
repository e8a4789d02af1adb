import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDialogs } from '../../ui/Dialogs';
import { Form } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { EmailField } from '../../ui/TextField';
import { muted } from '../../ui/theme/text.css';
import * as styles from './ForgotPasswordDialog.css';
import { toForgotPasswordRequest, validateForgotPassword } from './model';

export const forgotPasswordTexts = {
  title: 'Quên mật khẩu',
  intro: 'Nhập email bạn đã đăng ký. Chúng tôi sẽ gửi vào email này một đường dẫn để đặt lại mật khẩu.',
  sent: 'Chúng tôi đã gửi đường dẫn đặt lại mật khẩu vào email của bạn. Vui lòng kiểm tra email.',
  failed: 'Chưa gửi được yêu cầu. Vui lòng thử lại sau ít phút.',
} as const;

export interface ForgotPasswordDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Sends the reset link to this (trimmed, valid) email. Resolve when the server accepted it. Reject
   * with an object carrying `lines: string[]` (the API client's error does) to show the server's lines;
   * any other rejection shows a generic message.
   */
  onSubmit: (email: string) => Promise<void>;
}

type Phase = 'form' | 'sending';

/** The server's lines of a failed request, when the rejection carries any. */
function failureLines(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'lines' in error && Array.isArray(error.lines)) {
    const lines = error.lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
    if (lines.length > 0) return lines;
  }
  return [forgotPasswordTexts.failed];
}

/**
 * Calls `onGone` when the dialog's content has left the page (after its exit animation), one frame later:
 * by then react-aria has given focus back to the dialog's trigger, so an alert opened now gives it back
 * to the trigger too, not to the removed send button (the page would be left with focus on nothing).
 */
function WhenClosed({ onGone }: { onGone: () => void }) {
  const latest = useRef(onGone);
  useEffect(() => {
    latest.current = onGone;
  });
  useEffect(
    () => () => {
      requestAnimationFrame(() => latest.current());
    },
    [],
  );
  return null;
}

/**
 * Asks for the account's email and sends a reset link (SPEC §2, §5, §8). Each opening starts afresh;
 * while the request runs the send button is pending and ignores presses and Enter. Success is SPEC §8's
 * alert (the app's alert, title `Thông báo`) once the dialog has closed (issue 12 §6).
 */
export function ForgotPasswordDialog({ isOpen, onOpenChange, onSubmit }: ForgotPasswordDialogProps) {
  const formId = useId();
  const { alert } = useDialogs();
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [failure, setFailure] = useState<string[]>([]);
  // Synchronous guard: a second Enter can arrive before the pending state has rendered.
  const sending = useRef(false);
  const sentAlert = useRef(false);

  // Reopening shows an empty form again, not the last success; reset while rendering, not in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setEmail('');
      setPhase('form');
      setFailure([]);
    }
  }

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    setPhase('sending');
    setFailure([]);
    void onSubmit(toForgotPasswordRequest({ Email: email })).then(
      () => {
        sending.current = false;
        setPhase('form');
        // The dialog closes (focus goes back to its trigger), then the alert says where the link went.
        sentAlert.current = true;
        onOpenChange(false);
      },
      (error: unknown) => {
        sending.current = false;
        setFailure(failureLines(error));
        setPhase('form');
      },
    );
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={forgotPasswordTexts.title}
      size="sm"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Huỷ
          </Button>
          {/* The footer sits outside the form's element; `form` ties the button to it. */}
          <Button type="submit" form={formId} isPending={phase === 'sending'}>
            Gửi
          </Button>
        </>
      )}
    >
      <Form
        id={formId}
        aria-label={forgotPasswordTexts.title}
        validate={() => validateForgotPassword({ Email: email })}
        onSubmit={send}
        className={styles.form}
      >
        <p className={muted}>{forgotPasswordTexts.intro}</p>
        <FormAlert lines={failure} />
        <EmailField isRequired autoFocus value={email} onChange={setEmail} />
        <WhenClosed
          onGone={() => {
            if (!sentAlert.current) return;
            sentAlert.current = false;
            void alert(forgotPasswordTexts.sent);
          }}
        />
      </Form>
    </Dialog>
  );
}
