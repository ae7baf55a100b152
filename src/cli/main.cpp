// sudoku-cli: the command-line face of the Sudoku Lab engine. Dispatches to registered commands.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstring>
#include <iostream>
#include <new>
#include <string>
#include <system_error>
#include <vector>

#include "cli/command.hpp"
#include "cli/out_of_memory.hpp"
#include "cli/signal_cleanup.hpp"

namespace {

void print_usage(std::ostream& out) {
    out << "usage: sudoku-cli <command> [options] [FILE|-]...\n\n"
           "Puzzles are read from the files given, or from standard input when none is given or\n"
           "for '-': one puzzle line per line, a printed grid, or a Python list (see docs/cli.md:\n"
           "puzzle text formats).\n\ncommands:\n";
    for (const auto& c : sudoku::cli::registered_commands())
        out << "  " << c.name
            << std::string(16 - std::min<std::size_t>(15, std::strlen(c.name)), ' ') << c.summary
            << "\n";
    out << "\n'sudoku-cli <command> --help' describes a command's options; 'sudoku-cli --version'\n"
           "prints the version.\n"
           "exit status: 0 all puzzles succeeded, 1 some puzzle was invalid or unsolvable,\n"
           "2 usage error (or input unreadable or over 16 MiB), 3 a search hit its limit\n"
           "(--max-nodes, --max-seconds, --max-steps, generate's --max-checks) before answering,\n"
           "4 out of memory (the line says what the command was doing).\n";
}

// Runs the command; running out of memory (the new-handler on any thread, or a bad_alloc a
// library threw itself, or no memory left for a worker thread) ends in one line and exit 4.
int run_command(const sudoku::cli::Command& command, char** first, char** last) {
    sudoku::cli::install_out_of_memory_handler(command.name);
    try {
        return command.run(std::vector<std::string>(first, last));
    } catch (const std::bad_alloc&) {
        sudoku::cli::exit_out_of_memory();
    } catch (const std::system_error& error) {
        if (error.code() != std::errc::resource_unavailable_try_again) throw;
        sudoku::cli::exit_out_of_memory();  // a thread's stack could not be mapped
    }
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sudoku::cli;
    std::ios::sync_with_stdio(false);
    remove_parts_on_signals();
    if (argc < 2) {
        print_usage(std::cerr);
        return kExitUsage;
    }
    // CLI11 picks the command; each command reads its own options (cli/args) from what follows.
    CLI::App app{"the command-line face of the Sudoku Lab engine", "sudoku-cli"};
    app.set_help_flag();  // the usage text is ours (print_usage), listing the commands
    app.allow_extras();   // an unknown command or option is reported below, in our words
    bool help = false;
    bool version = false;
    app.add_flag("-h,--help", help);
    app.add_flag("--version", version);
    for (const auto& c : registered_commands()) {
        CLI::App* sub = app.add_subcommand(c.name, c.summary);
        sub->set_help_flag();  // the command's own parser reads -h/--help
    }
    // CLI11 reads the tool's own flags and the command's name; what follows the name goes
    // untouched to the command's parser (CLI11 would act on a `--` there itself).
    int end = 1;
    while (end < argc && argv[end][0] == '-' && argv[end][1] != '\0')
        ++end;
    end = std::min(end + 1, argc);
    try {
        app.parse(end, argv);
    } catch (const CLI::ParseError& error) {
        std::cerr << "sudoku-cli: " << error.what() << " (see sudoku-cli --help)\n";
        return kExitUsage;
    }
    // What came before the command and is none of the flags above.
    const std::vector<std::string> rest = app.remaining();
    if (help || (!rest.empty() && rest.front() == "help")) {
        print_usage(std::cout);
        return kExitOk;
    }
    if (version) {
        std::cout << "sudoku-cli " << SUDOKU_VERSION << "\n";
        return kExitOk;
    }
    if (rest.empty()) {
        for (const CLI::App* sub : app.get_subcommands())
            for (const auto& c : registered_commands())
                if (sub->get_name() == c.name) return run_command(c, argv + end, argv + argc);
    }
    const std::string name = rest.empty() ? std::string() : rest.front();
    if (name.starts_with("-"))
        std::cerr << "sudoku-cli: unknown option '" << name << "' (see sudoku-cli --help)\n";
    else
        std::cerr << "sudoku-cli: unknown command '" << name << "' (see sudoku-cli --help)\n";
    return kExitUsage;
}
