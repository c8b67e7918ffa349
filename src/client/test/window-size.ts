/** happy-dom's own control for the window size, which its matchMedia follows. */
interface HappyDomWindow {
  happyDOM: { setWindowSize(size: { width: number; height: number }): void };
}

export function setWindowWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setWindowSize({ width, height: 800 });
}
