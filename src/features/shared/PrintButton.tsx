import { Button } from '../../ui/Button';

/** `In`: prints the page (the app gives the browser's print); like every button, not on the paper. */
export function PrintButton({ onPrint }: { onPrint: () => void }) {
  return (
    <Button variant="secondary" size="sm" onPress={onPrint}>
      In
    </Button>
  );
}
