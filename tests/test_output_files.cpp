// Output files that are not plain new files: symlinks (followed, the link stays), an existing
// file's mode (kept), names of 245-255 bytes (a short temporary name still fits), pipes and
// character devices (written into, never replaced), /dev/full (a clear "no space" error),
// folders and sockets (refused), and the registry a signal handler uses to remove parts.
// The same cases for the save writer (io::write_file_atomic) and the picture writer (PartFile).
#include <doctest/doctest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>

#include "core/files/output_target.hpp"
#include "core/files/part_registry.hpp"
#include "i18n/describe.hpp"
#include "io/atomic_file.hpp"
#include "render/part_file.hpp"
#include "temp_folder.hpp"

namespace fs = std::filesystem;
namespace core = sudoku::core;
namespace render = sudoku::render;
using sudoku::test::contents_of;
using sudoku::test::put;
using sudoku::test::TempFolder;

namespace output_files_test {

std::size_t entries_in(const fs::path& folder) {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder))
        ++n;
    return n;
}

// The two writers under test, each writing `text` to `path`; the error in English, or "".
using Writer = std::function<std::string(const fs::path&, const std::string&)>;

std::string save_writer(const fs::path& path, const std::string& text) {
    auto error = sudoku::io::write_file_atomic(path, text, {.keep_backup = false});
    return error ? sudoku::i18n::english(*error) : "";
}

std::string picture_writer(const fs::path& path, const std::string& text) {
    auto file = render::PartFile::create(path.string());
    if (!file) return sudoku::i18n::english(file.error());
    (void)file->write(text.data(), text.size());  // a failure is reported by finish()
    auto error = file->finish();
    return error ? sudoku::i18n::english(*error) : "";
}

const std::vector<std::pair<const char*, Writer>> kWriters = {{"save", save_writer},
                                                              {"picture", picture_writer}};

// A listening Unix socket at `path` (closed by the caller).
int make_socket(const fs::path& path) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    REQUIRE(fd >= 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    REQUIRE(path.native().size() < sizeof address.sun_path);
    std::copy(path.native().begin(), path.native().end(), address.sun_path);
    REQUIRE(::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
    return fd;
}

TEST_CASE("output target: links are followed to the file they lead to, devices are streams") {
    const TempFolder folder;
    fs::create_directory(folder / "real");
    put(folder / "real" / "game.json", "old");
    fs::create_symlink("real/game.json", folder / "link.json");
    fs::create_symlink("link.json", folder / "link2.json");
    const auto through = core::plan_output(folder / "link2.json");
    CHECK(through.kind == core::OutputKind::Replace);
    CHECK(fs::equivalent(through.path, folder / "real" / "game.json"));
    CHECK(fs::is_symlink(fs::symlink_status(folder / "link.json")));
    // A dangling link: the file is created where it points.
    fs::create_symlink("real/new.json", folder / "dangling.json");
    CHECK(core::plan_output(folder / "dangling.json").path == folder / "real/new.json");
    fs::create_symlink("loop-b", folder / "loop-a");
    fs::create_symlink("loop-a", folder / "loop-b");
    CHECK(core::plan_output(folder / "loop-a").kind == core::OutputKind::LinkLoop);
    CHECK(core::plan_output(folder.path()).kind == core::OutputKind::Folder);
    CHECK(core::plan_output("/dev/null").kind == core::OutputKind::Stream);
    CHECK(core::plan_output("/dev/stdout").kind == core::OutputKind::Stream);
    CHECK(core::plan_output(folder / "new.png").kind == core::OutputKind::Replace);
    const int socket = make_socket(folder / "s");
    CHECK(core::plan_output(folder / "s").kind == core::OutputKind::NotAFile);
    ::close(socket);
    // Short whatever the name: the folder, then ".sudoku.part-<pid>-<n>".
    const fs::path temporary =
        core::temporary_beside(folder / std::string(255, 'x'), "part", 42, 7);
    CHECK(temporary == folder / ".sudoku.part-42-7");
    CHECK(core::is_temporary_name(".sudoku.tmp-1-2"));
    CHECK_FALSE(core::is_temporary_name("game.json"));
}

TEST_CASE("output files: writing through a symlink keeps the link and replaces its target") {
    // Not a structured binding: clang 14 cannot capture one in INFO's lambda.
    for (const auto& writer : kWriters) {
        const auto& name = writer.first;
        const auto& write = writer.second;
        INFO(name);
        const TempFolder folder;
        fs::create_directory(folder / "real");
        put(folder / "real" / "game.json", "old");
        fs::create_symlink("real/game.json", folder / "link.json");
        CHECK(write(folder / "link.json", "new") == "");
        CHECK(fs::is_symlink(fs::symlink_status(folder / "link.json")));
        CHECK(contents_of(folder / "real" / "game.json") == "new");
        CHECK(entries_in(folder / "real") == 1);  // no temporary left beside the target
        CHECK(entries_in(folder.path()) == 2);
    }
}

TEST_CASE("output files: a replaced file keeps its mode") {
    // Not a structured binding: clang 14 cannot capture one in INFO's lambda.
    for (const auto& writer : kWriters) {
        const auto& name = writer.first;
        const auto& write = writer.second;
        INFO(name);
        const TempFolder folder;
        put(folder / "shared.json", "old");
        REQUIRE(::chmod((folder / "shared.json").c_str(), 0664) == 0);
        const mode_t previous = ::umask(077);  // a new file would be owner-only
        const std::string error = write(folder / "shared.json", "new");
        ::umask(previous);
        CHECK(error == "");
        struct stat info {};
        REQUIRE(::stat((folder / "shared.json").c_str(), &info) == 0);
        CHECK((info.st_mode & 0777) == 0664);
        CHECK(contents_of(folder / "shared.json") == "new");
    }
}

TEST_CASE("output files: a legal name of 255 bytes is written, beside no temporary") {
    // Not a structured binding: clang 14 cannot capture one in INFO's lambda.
    for (const auto& writer : kWriters) {
        const auto& name = writer.first;
        const auto& write = writer.second;
        INFO(name);
        const TempFolder folder;
        for (const std::size_t length : {245u, 251u, 252u, 255u}) {
            const fs::path path = folder / std::string(length, 'n');
            put(path, "old");
            CHECK(write(path, "new") == "");
            CHECK(contents_of(path) == "new");
        }
        CHECK(entries_in(folder.path()) == 4);
    }
    // The save with its backup: a 252-byte name has no room for ".bak" and is saved without.
    const TempFolder folder;
    const fs::path path = folder / std::string(252, 's');
    put(path, "old");
    CHECK_FALSE(sudoku::io::write_file_atomic(path, "new").has_value());
    CHECK(contents_of(path) == "new");
    const fs::path shorter = folder / std::string(240, 's');
    put(shorter, "old");
    CHECK_FALSE(sudoku::io::write_file_atomic(shorter, "new").has_value());
    CHECK(contents_of(sudoku::io::backup_path(shorter)) == "old");
}

TEST_CASE("output files: a FIFO is written into and stays a FIFO") {
    // Not a structured binding: clang 14 cannot capture one in INFO's lambda.
    for (const auto& writer : kWriters) {
        const auto& name = writer.first;
        const auto& write = writer.second;
        INFO(name);
        const TempFolder folder;
        const fs::path fifo = folder / "pipe.png";
        REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
        std::string received;
        std::thread reader([&] { received = contents_of(fifo); });
        const std::string error = write(fifo, "through the pipe");
        reader.join();
        CHECK(error == "");
        CHECK(received == "through the pipe");
        CHECK(fs::is_fifo(fs::symlink_status(fifo)));
        CHECK(entries_in(folder.path()) == 1);
    }
}

TEST_CASE("output files: /dev/full says there is no space and stays a device") {
    if (!fs::is_character_file("/dev/full")) return;
    const std::string big(1 << 20, 'x');  // past any stdio buffer
    // Not a structured binding: clang 14 cannot capture one in INFO's lambda.
    for (const auto& writer : kWriters) {
        const auto& name = writer.first;
        const auto& write = writer.second;
        INFO(name);
        const std::string error = write("/dev/full", big);
        CHECK(error.find("No space left on device") != std::string::npos);
        CHECK(fs::is_character_file(fs::symlink_status("/dev/full")));
    }
    // A small write fails too: the error shows when the stream is closed.
    CHECK(picture_writer("/dev/full", "x").find("No space left on device") != std::string::npos);
    CHECK(save_writer("/dev/full", "x").find("No space left on device") != std::string::npos);
}

TEST_CASE("output files: a folder, a socket and a link loop are refused by name") {
    // Not a structured binding: clang 14 cannot capture one in INFO's lambda.
    for (const auto& writer : kWriters) {
        const auto& name = writer.first;
        const auto& write = writer.second;
        INFO(name);
        const TempFolder folder;
        fs::create_directory(folder / "dir");
        CHECK(write(folder / "dir", "x").find("Is a directory") != std::string::npos);
        const int socket = make_socket(folder / "sock");
        CHECK(write(folder / "sock", "x").find("it is not a file, a pipe or a terminal") !=
              std::string::npos);
        ::close(socket);
        CHECK(fs::is_socket(fs::symlink_status(folder / "sock")));
        fs::create_symlink("b", folder / "a");
        fs::create_symlink("a", folder / "b");
        CHECK(write(folder / "a", "x").find("Too many levels of symbolic links") !=
              std::string::npos);
        CHECK(entries_in(folder.path()) == 4);
    }
}

std::vector<std::string>* g_seen = nullptr;
void note_part(const char* path) {
    g_seen->emplace_back(path);
}
std::vector<std::string> registered_parts() {
    std::vector<std::string> seen;
    g_seen = &seen;
    core::for_each_part(note_part);
    g_seen = nullptr;
    return seen;
}

TEST_CASE("part registry: an unfinished part is listed for a signal handler, a finished one not") {
    const int slot = core::register_part("/tmp/x.part");
    REQUIRE(slot >= 0);
    auto seen = registered_parts();
    CHECK(std::count(seen.begin(), seen.end(), "/tmp/x.part") == 1);
    core::unregister_part(slot);
    seen = registered_parts();
    CHECK(std::count(seen.begin(), seen.end(), "/tmp/x.part") == 0);
    CHECK(core::register_part(std::string(core::kPartPathBytes, 'x')) == -1);

    const TempFolder folder;
    {
        auto file = render::PartFile::create((folder / "a.png").string());
        REQUIRE(file.ok());
        seen = registered_parts();
        CHECK(std::count(seen.begin(), seen.end(), file->part_path()) == 1);
        CHECK_FALSE(file->finish().has_value());
        seen = registered_parts();
        CHECK(std::count(seen.begin(), seen.end(), file->part_path()) == 0);
    }
    std::string abandoned;
    {
        auto file = render::PartFile::create((folder / "b.png").string());
        REQUIRE(file.ok());
        abandoned = file->part_path();
    }
    seen = registered_parts();
    CHECK(std::count(seen.begin(), seen.end(), abandoned) == 0);
}

}  // namespace output_files_test
