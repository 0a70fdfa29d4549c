export function App() {
  return <p>cart and checkout (to be built)</p>;
}
