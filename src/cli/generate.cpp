// sudoku-cli generate: unique-solution puzzles for any shape, one puzzle line each.
#include <iostream>

#include "cli/command.hpp"
#include "cli/generate_request.hpp"
#include "core/generate/daily_puzzle.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

std::vector<OptionSpec> with_daily(std::vector<OptionSpec> options) {
    options.push_back({"--daily", "[DATE]",
                       "the daily puzzle of a UTC date YYYY-MM-DD (default today); no other "
                       "option but --count"});
    return options;
}

// `--daily` may stand without its date: give it today's, so the option parser sees a value.
std::vector<std::string> with_daily_date(std::vector<std::string> raw) {
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == "--") break;
        if (raw[i] == "--daily" && (i + 1 == raw.size() || raw[i + 1].starts_with("-")))
            raw[i] = "--daily=" + core::format_civil_date(core::utc_date());
    }
    return raw;
}

// The daily puzzles: --count C gives the days from DATE on.
int run_daily(const CommandSpec& spec, const Args& args) {
    for (const char* name : {"--size", "--box", "--variant", "--difficulty", "--empty",
                             "--symmetry", "--minimal", "--seed", "--node-limit", "--attempts",
                             "--local-moves", "--hardening-moves", "--no-seed-pool"})
        if (args.value(name) || args.flag(name))
            return usage_error(spec, std::string("--daily sets the puzzle; ") + name +
                                         " cannot be combined with it");
    auto date = core::parse_civil_date(*args.value("--daily"));
    if (!date) return usage_error(spec, "--daily: " + i18n::english(date.error()));
    auto count = args.number("--count", 1, 1, 366);
    if (!count) return usage_error(spec, i18n::english(count.error()));
    auto day = std::chrono::sys_days{std::chrono::year_month_day{
        std::chrono::year{date->year}, std::chrono::month{static_cast<unsigned>(date->month)},
        std::chrono::day{static_cast<unsigned>(date->day)}}};
    for (std::uint64_t i = 0; i < *count; ++i, day += std::chrono::days{1}) {
        const core::CivilDate d = core::utc_date(day);
        auto puzzle = core::generate_puzzle(core::to_generator_options(core::daily_settings(d)));
        if (!puzzle) {
            std::cerr << "sudoku-cli: generate: daily " << core::format_civil_date(d) << ": "
                      << i18n::english(puzzle.error()) << "\n";
            return kExitFailed;
        }
        std::cout << core::format_puzzle_line(puzzle->puzzle) << std::endl;
    }
    return kExitOk;
}

const CommandSpec& spec() {
    static const CommandSpec kSpec{
        "generate",
        "",
        "Writes puzzles with exactly one solution (proven by the counting solver), one puzzle\n"
        "line each; jigsaw lines carry regions=, killer lines one cage=<sum>:<cells> per cage.\n"
        "Without --seed a random seed is used and\n"
        "reported on standard error. Exit 2 for an impossible request, 1 when the attempt\n"
        "bound is reached (the message says how far it got). --daily [YYYY-MM-DD] writes the\n"
        "daily puzzle of that UTC date (default today): 9x9 classic, seed YYYYMMDD, easy on\n"
        "Monday and Tuesday, medium on Wednesday and Thursday, hard from Friday to Sunday.",
        with_daily(generate_option_specs()),
        0,
        0,
    };
    return kSpec;
}

int run(const std::vector<std::string>& given) {
    const std::vector<std::string> raw = with_daily_date(given);
    {
        std::optional<Args> args;
        if (auto code = parse_or_exit(spec(), raw, args)) return *code;
        if (args->value("--daily")) return run_daily(spec(), *args);
    }
    auto parsed = parse_generate_command(spec(), raw);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    const GenerateRequest& request = std::get<GenerateRequest>(parsed);
    core::GeneratorOptions options = request.options;
    if (!request.seed_given) std::cerr << "sudoku-cli: generate: seed " << options.seed << "\n";
    const std::uint64_t first_seed = options.seed;
    for (int i = 0; i < request.count; ++i) {
        options.seed = first_seed + static_cast<std::uint64_t>(i);
        core::KillerOptions killer = killer_options(request);
        killer.seed = options.seed;
        auto puzzle =
            request.killer ? core::generate_killer(killer) : core::generate_puzzle(options);
        if (!puzzle) {
            std::cerr << "sudoku-cli: generate: puzzle " << i + 1 << " (seed " << options.seed
                      << "): " << i18n::english(puzzle.error()) << "\n";
            return kExitFailed;
        }
        std::cout << core::format_puzzle_line(puzzle->puzzle) << std::endl;
    }
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("generate", "generate puzzles with exactly one solution", run);

}  // namespace sudoku::cli
