#include "cli/output_file.hpp"

#include "core/files/output_target.hpp"

namespace sudoku::cli {

std::FILE* report_stream_for(const std::string& output) {
    return core::plan_output(output).kind == core::OutputKind::Stream ? stderr : stdout;
}

}  // namespace sudoku::cli
