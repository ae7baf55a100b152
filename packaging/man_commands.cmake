# Writes a help2man include file with a COMMANDS section: every command that `sudoku-cli --help`
# lists, with the text of its own `sudoku-cli <command> --help`, so the man page never drifts
# from the program. Usage: cmake -DCLI=path/to/sudoku-cli -DOUTPUT=file.h2m -P man_commands.cmake
execute_process(COMMAND ${CLI} --help OUTPUT_VARIABLE usage RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${CLI} --help failed (${status})")
endif()
string(REGEX MATCH "\ncommands:\n(.*)" commands_part "${usage}")
string(REGEX MATCHALL "\n  [a-z][a-z-]*  " names "\n${CMAKE_MATCH_1}")
if(NOT names)
  message(FATAL_ERROR "no command found in '${CLI} --help':\n${usage}")
endif()

# troff: a backslash is \e, and a line starting with . or ' would be a request.
function(roff_text text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(page "[COMMANDS]\n")
foreach(raw ${names})
  string(STRIP "${raw}" name)
  execute_process(COMMAND ${CLI} ${name} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${CLI} ${name} --help failed (${status})")
  endif()
  roff_text("${help}" help)
  string(APPEND page ".SS ${name}\n.nf\n${help}.fi\n")
endforeach()
file(WRITE ${OUTPUT} "${page}")
