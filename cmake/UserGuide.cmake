# The user guide that ships with ChipAtlas (Help > User Guide, and share/doc/chipatlas in the
# package) is the README's "Using it" section: one text, written once, in README.md.
#
# chipatlas_user_guide(<guide-var> <images-var>) writes that section to
# ${PROJECT_BINARY_DIR}/guide/user-guide.md under a title, its headings one level up, and sets
# <guide-var> to that file and <images-var> to the screenshots it shows (paths relative to the
# project root, as the guide's links name them). It runs at configure time; an edited README.md
# runs the configure step again, and the file is rewritten only when its text changes.
function(chipatlas_user_guide guide_var images_var)
    set(readme "${PROJECT_SOURCE_DIR}/README.md")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${readme}")
    file(READ "${readme}" text)
    string(FIND "${text}" "\n## Using it\n" start)
    if(start EQUAL -1)
        message(FATAL_ERROR "README.md has no '## Using it' section: the user guide is made of it")
    endif()
    string(LENGTH "\n## Using it\n" heading_length)
    math(EXPR start "${start} + ${heading_length}")
    string(SUBSTRING "${text}" ${start} -1 section)
    # Up to the next second-level heading ("## Where things are").
    string(FIND "${section}" "\n## " end)
    if(NOT end EQUAL -1)
        string(SUBSTRING "${section}" 0 ${end} section)
    endif()
    string(REPLACE "\n### " "\n## " section "${section}")

    # The images the guide shows: the targets of its "![...](docs/screenshots/NAME.png)" links.
    string(REGEX MATCHALL "\\(docs/screenshots/[A-Za-z0-9._-]+\\)" links "${section}")
    string(REGEX REPLACE "[()]" "" images "${links}")
    list(REMOVE_DUPLICATES images)

    set(guide "${PROJECT_BINARY_DIR}/guide/user-guide.md")
    file(WRITE "${guide}.new" "# ChipAtlas ${PROJECT_VERSION}: user guide\n\n${section}\n")
    file(COPY_FILE "${guide}.new" "${guide}" ONLY_IF_DIFFERENT)
    file(REMOVE "${guide}.new")
    set(${guide_var} "${guide}" PARENT_SCOPE)
    set(${images_var} "${images}" PARENT_SCOPE)
endfunction()
