export function App() {
  return <p>blog (to be built)</p>;
}
