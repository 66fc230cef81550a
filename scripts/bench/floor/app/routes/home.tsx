export const meta = () => [
  { title: "Floor" },
  { name: "description", content: "The smallest React Router app the site is compared with." },
];

export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>One route, one heading, one paragraph and one stylesheet: what any React Router page costs.</p>
    </main>
  );
}
