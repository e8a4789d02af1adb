/** The status a screen shows for one SWR read: data wins over a stale error (the old page stays). */
export const listStatus = (read: { data?: unknown; error?: unknown }): 'loading' | 'error' | 'ready' =>
  read.data !== undefined ? 'ready' : read.error ? 'error' : 'loading';
