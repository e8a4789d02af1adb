import { UiProvider } from '../ui/Provider';

export function App() {
  return (
    <UiProvider>
      <main>
        <h1>Cổng khách hàng</h1>
      </main>
    </UiProvider>
  );
}
