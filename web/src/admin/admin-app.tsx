export function AdminApp() {
  return (
    <main>
      <h1>Admin Login</h1>
    </main>
  );
}
