/**
 * Which of our processes owns a TCP connection, from Linux's /proc: the SMTP sink knows the client
 * port of a delivery in progress, and the mail test kills the very process that is delivering
 * (not just any process while something is being delivered).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** socket inodes of the connections whose local port is `port` (IPv4 and IPv6 tables) */
function inodesOfLocalPort(port: number): Set<string> {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      if (cols.length > 9 && cols[1]!.endsWith(`:${hex}`)) inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/** the pid among `pids` that holds a socket whose local port is `port`, if any */
export function pidOwningLocalPort(port: number, pids: number[]): number | undefined {
  const inodes = inodesOfLocalPort(port);
  if (inodes.size === 0) return undefined;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}
