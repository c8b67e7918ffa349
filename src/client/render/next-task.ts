/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn
 * (input, a paint), and a long piece of work cut here counts as two tasks in Total Blocking
 * Time, not one (decision 0011).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
