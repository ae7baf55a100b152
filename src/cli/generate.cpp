// sudoku-cli generate: unique-solution puzzles for any shape, one puzzle line each.
#include <unistd.h>

#include <iostream>

#include "cli/command.hpp"
#include "cli/generate_request.hpp"
#include "cli/generate_watch.hpp"
#include "core/generate/daily_puzzle.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

std::vector<OptionSpec> with_daily(std::vector<OptionSpec> options) {
    options.push_back({"--max-seconds", "S",
                       "give up on a puzzle after S seconds (default 60; 0 = no limit): exit 3"});
    options.push_back({"--max-checks", "N",
                       "stop after N uniqueness checks in all (default 0 = no limit): exit 3, "
                       "at the same point on every machine"});
    options.push_back({"--progress", nullptr,
                       "report progress on standard error (a terminal gets it without asking)"});
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

// The puzzles of the request, one line each as each is made; generation stops when the
// watch's limit is hit (the watch then reports it).
int generate_all(const GenerateRequest& request, GenerateWatch& watch) {
    core::GeneratorOptions options = request.options;
    options.cancel = watch.cancel();
    options.on_check = watch.on_check();
    if (!request.seed_given) std::cerr << "sudoku-cli: generate: seed " << options.seed << "\n";
    const std::uint64_t first_seed = options.seed;
    for (int i = 0; i < request.count; ++i) {
        watch.starting(i + 1, request.count);
        options.seed = first_seed + static_cast<std::uint64_t>(i);
        core::KillerOptions killer = killer_options(request);
        killer.seed = options.seed;
        killer.cancel = options.cancel;
        killer.on_check = options.on_check;
        auto puzzle =
            request.killer ? core::generate_killer(killer) : core::generate_puzzle(options);
        if (watch.stopped()) return kExitLimit;  // the watch says which limit
        if (!puzzle) {
            std::cerr << "sudoku-cli: generate: puzzle " << i + 1 << " (seed " << options.seed
                      << "): " << i18n::english(puzzle.error()) << "\n";
            return kExitFailed;
        }
        watch.emit(core::format_puzzle_line(puzzle->puzzle));
    }
    return kExitOk;
}

core::Result<GenerateLimits> read_limits(const Args& args) {
    GenerateLimits limits;
    auto seconds = args.number("--max-seconds", limits.max_seconds, 0, 366ULL * 24 * 3600);
    if (!seconds) return seconds.error();
    auto checks = args.number("--max-checks", 0, 0, UINT64_MAX);
    if (!checks) return checks.error();
    limits.max_seconds = *seconds;
    limits.max_checks = *checks;
    limits.terminal = ::isatty(STDERR_FILENO) == 1;
    limits.summary = args.flag("--progress");
    limits.progress = limits.terminal || limits.summary;
    return limits;
}

const CommandSpec& spec() {
    static const CommandSpec kSpec{
        "generate",
        "",
        "Writes puzzles with exactly one solution (proven by the counting solver), one puzzle\n"
        "line each, as each is made; jigsaw lines carry regions=, killer lines one\n"
        "cage=<sum>:<cells> per cage. Without --seed a random seed is used and reported on\n"
        "standard error. Exit 2 for an impossible request, 1 when the attempt bound is reached\n"
        "(the message says how far it got), 3 when --max-seconds or --max-checks stopped it\n"
        "(the puzzles made by then are written). Progress goes to standard error on a terminal,\n"
        "or with --progress. --daily [YYYY-MM-DD] writes the daily puzzle of that UTC date\n"
        "(default today): 9x9 classic, seed YYYYMMDD, easy on Monday and Tuesday, medium on\n"
        "Wednesday and Thursday, hard from Friday to Sunday.",
        with_daily(generate_option_specs()),
        0,
        0,
    };
    return kSpec;
}

int run(const std::vector<std::string>& given) {
    const std::vector<std::string> raw = with_daily_date(given);
    std::optional<Args> args;
    if (auto code = parse_or_exit(spec(), raw, args)) return *code;
    if (args->value("--daily")) return run_daily(spec(), *args);
    auto parsed = parse_generate_command(spec(), raw);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    auto limits = read_limits(*args);
    if (!limits) return usage_error(spec(), i18n::english(limits.error()));
    GenerateWatch watch(*limits);
    const GenerateRequest& request = std::get<GenerateRequest>(parsed);
    return watch.run([&] { return generate_all(request, watch); });
}

}  // namespace

SUDOKU_CLI_COMMAND("generate", "generate puzzles with exactly one solution", run);

}  // namespace sudoku::cli
