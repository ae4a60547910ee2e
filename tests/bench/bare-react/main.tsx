// The floor any route pays: React 19 rendering one heading. The bench's baseline, not app code.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<h1>Hello</h1>)
