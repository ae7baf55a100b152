// A save writer stopped dead (SIGKILL) at every point between its system calls: the file on
// disk is always the complete old save or the complete new one, never a torn mix, and which of
// the two it is follows from the point. Deterministic: the writer kills itself at a named
// stage, so no timing decides what is tested.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <functional>

#include "game_fixtures.hpp"
#include "io/atomic_file.hpp"
#include "io/json_text.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku::core;
using namespace sudoku::io;

namespace {

using Writer = std::function<void(const std::filesystem::path&, const std::string&,
                                  const std::function<void(WriteStage)>&)>;

// Runs `write` in a child process that kills itself when it reaches `stop_at`. True when the
// child died there (false: the writer never reached that stage).
bool write_until_killed(const Writer& write, const std::filesystem::path& path,
                        const std::string& text, WriteStage stop_at) {
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        write(path, text, [stop_at](WriteStage stage) {
            if (stage == stop_at) ::kill(::getpid(), SIGKILL);
        });
        ::_exit(0);  // never returns into doctest
    }
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
}

void atomic_writer(const std::filesystem::path& path, const std::string& text,
                   const std::function<void(WriteStage)>& at_stage) {
    (void)write_file_atomic(path, text, {.keep_backup = true, .at_stage = at_stage});
}

// What the test must catch: writing over the file in place.
void in_place_writer(const std::filesystem::path& path, const std::string& text,
                     const std::function<void(WriteStage)>& at_stage) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text.substr(0, text.size() / 2) << std::flush;
    at_stage(WriteStage::HalfWritten);
    out << text.substr(text.size() / 2);
}

// Removes the temporary files a killed writer left; true when there was one.
bool remove_leftovers(const std::filesystem::path& folder) {
    bool found = false;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().filename().string().find(".tmp-") == std::string::npos) continue;
        std::filesystem::remove(entry.path());
        found = true;
    }
    return found;
}

}  // namespace

TEST_CASE("a save writer killed at each point between its system calls never tears the save") {
    const Game old_game = sudoku::test::wiki_game();
    Game new_game = sudoku::test::wiki_game();
    REQUIRE(new_game.play(Move::set_digit(2, 4)).ok());
    const std::string old_text = save_to_text(old_game);
    const std::string new_text = save_to_text(new_game);
    REQUIRE(old_text != new_text);

    for (int k = 0; k < kWriteStageCount; ++k) {
        const auto stage = static_cast<WriteStage>(k);
        for (const bool had_backup : {false, true}) {
            CAPTURE(k);
            CAPTURE(had_backup);
            sudoku::test::TempFolder folder;
            const auto path = folder / "autosave.json";
            REQUIRE_FALSE(write_file_atomic(path, old_text, {.keep_backup = false}).has_value());
            const std::string older_text = "an older backup";
            if (had_backup)
                REQUIRE_FALSE(
                    write_file_atomic(backup_path(path), older_text, {.keep_backup = false})
                        .has_value());

            REQUIRE(write_until_killed(atomic_writer, path, new_text, stage));

            // Until the rename the old save stands; from the rename on, the new one.
            const bool renamed = stage >= WriteStage::Renamed;
            CHECK(read_text_file(path.string()) == (renamed ? new_text : old_text));
            auto loaded = read_save(path);
            REQUIRE(loaded.ok());
            CHECK(*loaded == (renamed ? new_game : old_game));
            // The backup is the older one, gone, or the old save: never a part of anything.
            const auto bak = read_text_file(backup_path(path).string());
            if (stage >= WriteStage::BackupLinked)
                CHECK(bak == old_text);
            else if (stage >= WriteStage::OldBackupGone)
                CHECK_FALSE(bak.has_value());
            else
                CHECK(bak == (had_backup ? std::optional(older_text) : std::nullopt));
            // A temporary file is left only by a writer killed before its rename.
            CHECK(remove_leftovers(folder.path()) == !renamed);
        }
    }
}

TEST_CASE("the kill harness catches a writer that writes in place") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    const std::string old_text = save_to_text(sudoku::test::wiki_game());
    REQUIRE_FALSE(write_file_atomic(path, old_text, {.keep_backup = false}).has_value());
    const std::string new_text = old_text + " ";
    REQUIRE(write_until_killed(in_place_writer, path, new_text, WriteStage::HalfWritten));
    const auto text = read_text_file(path.string());
    REQUIRE(text.has_value());
    CHECK(*text != old_text);
    CHECK(*text != new_text);
    CHECK_FALSE(read_save(path).ok());
}

TEST_CASE("a writer that never reaches a stage is reported, not counted as killed") {
    sudoku::test::TempFolder folder;
    // keep_backup without an existing file skips the backup stages.
    CHECK_FALSE(
        write_until_killed(atomic_writer, folder / "new.json", "{}", WriteStage::BackupLinked));
}
