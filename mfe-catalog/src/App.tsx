export function App() {
  return <p>catalogue (to be built)</p>;
}
