// The player's files in the browser: the home folder (where settings, the autosave and the
// statistics go, as on the desktop's XDG paths) is an IndexedDB-backed folder (IDBFS), read
// back when the page opens and written out after every file the game saves and when the page
// is hidden or closed, so games survive a reload and a closed tab.
#pragma once

namespace sudoku::platform {

// Mounts the folder and starts reading it back (asynchronous).
void start_web_storage();
// True once the stored files are in place (or storage is unavailable: private windows).
[[nodiscard]] bool web_storage_ready();
// Writes the folder out to IndexedDB (asynchronous; a write already running is followed by
// one more).
void sync_web_storage();

}  // namespace sudoku::platform
