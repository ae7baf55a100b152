// sudoku-cli subcommands register themselves here: one file per command, no central list to edit.
#pragma once

#include <string>
#include <vector>

namespace sudoku::cli {

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;      // every puzzle succeeded
inline constexpr int kExitFailed = 1;  // some puzzle was invalid or unsolvable
inline constexpr int kExitUsage = 2;   // bad arguments (or unreadable, too large input)
inline constexpr int kExitLimit = 3;   // a search hit its limit: no answer for some puzzle
inline constexpr int kExitMemory = 4;  // out of memory (cli/out_of_memory): a clean line, no abort

using CommandFn = int (*)(const std::vector<std::string>& args);

struct Command {
    const char* name;
    const char* summary;  // one line for `sudoku-cli --help`
    CommandFn run;        // receives the arguments after the command name
};

// Called from a static initialiser in each command's file (see SUDOKU_CLI_COMMAND).
bool register_command(const Command& command);
[[nodiscard]] const std::vector<Command>& registered_commands();

}  // namespace sudoku::cli

#define SUDOKU_CLI_CONCAT2(a, b) a##b
#define SUDOKU_CLI_CONCAT(a, b) SUDOKU_CLI_CONCAT2(a, b)
// SUDOKU_CLI_COMMAND("solve", "solve puzzles", run_solve);
#define SUDOKU_CLI_COMMAND(name, summary, fn)                                                \
    [[maybe_unused]] static const bool SUDOKU_CLI_CONCAT(sudoku_cli_registered_, __LINE__) = \
        ::sudoku::cli::register_command(::sudoku::cli::Command{name, summary, fn})
