import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentTypeByKey } from '@hospital/content/registry';
import { migrateToLatest, openSqlite, type Db } from '../db/database';
import { contentTableName } from '../db/database';
import { newId } from '../lib/ids';
import { rebuildSearchIndex } from './search-index';
import { demoSynonyms } from '../seed/data/search-synonyms';
import { search } from './search-query';
import { saveSynonyms } from './search-synonyms';

/**
 * `npm run bench`'s search figure: 5,000 published records (doctors in 25 departments, blog
 * posts, events) in a fresh SQLite database, then the p95 time of a mix of patients' queries
 * (synonyms, typos, prefixes, names, Hinglish and Hindi, with the demo's synonym list). A figure,
 * not a test.
 */

const departments = ['Cardiology', 'Orthopaedics', 'Paediatrics', 'Neurology', 'Dermatology', 'Oncology', 'Nephrology', 'Urology', 'Gastroenterology', 'Pulmonology', 'Ophthalmology', 'Psychiatry', 'Endocrinology', 'General Surgery', 'Radiology', 'Anaesthesiology', 'Obstetrics', 'Gynaecology', 'Dental', 'Physiotherapy', 'Emergency Medicine', 'Internal Medicine', 'Pathology', 'Rheumatology', 'Haematology'];
const firstNames = ['Asha', 'Rohan', 'Kavita', 'Vikram', 'Farah', 'Arjun', 'Meena', 'Sunil', 'Nisha', 'Imran', 'Priya', 'Rahul', 'Anita', 'Deepak', 'Sneha', 'Karan', 'Pooja', 'Manoj', 'Ritu', 'Sanjay'];
const lastNames = ['Mehta', 'Iyer', 'Rao', 'Sethi', 'Khan', 'Nair', 'Joshi', 'Gupta', 'Verma', 'Shah', 'Reddy', 'Das', 'Kapoor', 'Menon', 'Pillai', 'Bose', 'Chopra', 'Malhotra', 'Saxena', 'Kulkarni'];
const words = ['care', 'health', 'treatment', 'patients', 'hospital', 'clinic', 'screening', 'surgery', 'recovery', 'family', 'diet', 'exercise', 'sleep', 'children', 'heart', 'bones', 'skin', 'vaccination', 'diabetes', 'pressure'];
const queries = ['cardiologist', 'cardiolgy', 'heart', 'bone doctor', 'pediatrician', 'child', 'dr mehta', 'asha', 'neuro', 'skin', 'diabetes', 'kidney stone', 'orthopedic surgeon', 'cancer', 'health camp', 'vaccination', 'gastroenterolgy', 'eye', 'me', 'kulkarni priya', 'dil ka doctor', 'दिल का डॉक्टर', 'bachon ka doctor', 'knee pain', 'health checkup', 'MRI', 'nuerologist', 'sir dard'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const sentence = (n: number, length: number) => Array.from({ length }, (_, i) => pick(words, n * 7 + i * 3)).join(' ');

async function fill(db: Db, total: number): Promise<void> {
  const now = new Date().toISOString();
  const row = (title: string, data: Record<string, unknown>, slug: string) => ({ id: newId(), slug, title, status: 'active', sort_order: 0, record_date: null, created_at: now, updated_at: now, data: JSON.stringify({ title, ...data }) });
  const departmentRows = departments.map((title, i) => row(title, { description: `<p>The ${title} department: ${sentence(i, 20)}.</p>` }, title.toLowerCase().replace(/\s+/g, '-')));
  await db.kysely.insertInto(contentTableName('expert-categories')).values(departmentRows).execute();
  const doctors = Math.round(total * 0.6);
  const rest = total - departments.length - doctors;
  for (let start = 0; start < doctors; start += 200) {
    const batch = Array.from({ length: Math.min(200, doctors - start) }, (_, k) => {
      const n = start + k;
      const title = `Dr. ${pick(firstNames, n)} ${pick(lastNames, n * 3 + 1)} ${n}`;
      return row(title, { designation: 'Consultant', education: 'MBBS, MD', description: `<p>${sentence(n, 40)}</p>` }, `doctor-${n}`);
    });
    await db.kysely.insertInto(contentTableName('experts')).values(batch).execute();
    await db.kysely
      .insertInto('content_relations')
      .values(batch.map((b, k) => ({ from_type: 'experts', from_id: b.id, field: 'departments', to_type: 'expert-categories', to_id: pick(departmentRows, start + k).id, position: 0 })))
      .execute();
  }
  for (let start = 0; start < rest; start += 200) {
    const batch = Array.from({ length: Math.min(200, rest - start) }, (_, k) => {
      const n = start + k;
      return row(`${pick(words, n)} and ${pick(words, n + 5)}: notes ${n}`, { description: `<p>${sentence(n, 120)}</p>` }, `post-${n}`);
    });
    await db.kysely.insertInto(contentTableName(start % 400 === 0 ? 'blogs' : 'events')).values(batch).execute();
  }
}

export async function benchSearch(total = 5000, rounds = 10): Promise<{ records: number; p50: number; p95: number; searches: number; slowest: string }> {
  if (!contentTypeByKey('experts')) throw new Error('no experts type');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-search-bench-'));
  const db = openSqlite(dir);
  try {
    await migrateToLatest(db);
    await fill(db, total);
    const records = await rebuildSearchIndex(db);
    // The demo's synonyms (English, Hinglish, Hindi): the expansions a real list asks for.
    await saveSynonyms(db, demoSynonyms);
    for (const query of queries) await search(db, { query, limit: 5 });
    const times: number[] = [];
    const byQuery = new Map<string, number>();
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const start = performance.now();
        await search(db, { query, limit: 5 });
        const took = performance.now() - start;
        times.push(took);
        byQuery.set(query, Math.max(byQuery.get(query) ?? 0, took));
      }
    }
    const [slowQuery, slowTime] = [...byQuery].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    return { records, p50: at(0.5), p95: at(0.95), searches: times.length, slowest: `"${slowQuery}" ${slowTime.toFixed(1)} ms` };
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
