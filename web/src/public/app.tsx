import { Route, Routes } from 'react-router';

function HomePage() {
  return (
    <main>
      <h1>Welcome</h1>
      <p>The hospital website is being set up.</p>
    </main>
  );
}

export function PublicApp() {
  return (
    <Routes>
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
