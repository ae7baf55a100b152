// Where the "wrote FILE" line goes: standard error when FILE is itself a stream (/dev/stdout,
// a pipe, a terminal), so the line never lands inside the picture or document written there.
#pragma once

#include <cstdio>
#include <string>

namespace sudoku::cli {

[[nodiscard]] std::FILE* report_stream_for(const std::string& output);

}  // namespace sudoku::cli
