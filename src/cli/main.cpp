// sudoku-cli: the command-line face of the Sudoku Lab engine. Dispatches to registered commands.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.hpp"

namespace {

void print_usage(std::ostream& out) {
    out << "usage: sudoku-cli <command> [options] [FILE|-]...\n\n"
           "Puzzles are read from the files given, or from standard input when none is given or\n"
           "for '-': one puzzle line per line, a printed grid, or a Python list (see README:\n"
           "puzzle text formats).\n\ncommands:\n";
    for (const auto& c : sudoku::cli::registered_commands())
        out << "  " << c.name
            << std::string(16 - std::min<std::size_t>(15, std::strlen(c.name)), ' ') << c.summary
            << "\n";
    out << "\n'sudoku-cli <command> --help' describes a command's options.\n"
           "exit status: 0 all puzzles succeeded, 1 some puzzle was invalid or unsolvable,\n"
           "2 usage error (or input unreadable or over 16 MiB), 3 a search hit its limit\n"
           "(--max-nodes, --max-seconds, --max-steps) before answering.\n";
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sudoku::cli;
    std::ios::sync_with_stdio(false);
    if (argc < 2) {
        print_usage(std::cerr);
        return kExitUsage;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        print_usage(std::cout);
        return kExitOk;
    }
    for (const auto& c : registered_commands()) {
        if (name == c.name) return c.run(std::vector<std::string>(argv + 2, argv + argc));
    }
    std::cerr << "sudoku-cli: unknown command '" << name << "' (see sudoku-cli --help)\n";
    return kExitUsage;
}
