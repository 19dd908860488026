# Logging: the loggers and levels of Base's logging core (what @debug, @info,
# @warn and @error call), under the names Julia's Logging exports.
module Logging

import Base: LogLevel, BelowMinLevel, Debug, Info, Warn, Error, AboveMaxLevel, AbstractLogger,
             ConsoleLogger, SimpleLogger, NullLogger, global_logger, current_logger,
             with_logger, min_enabled_level, handle_message

export LogLevel, BelowMinLevel, Debug, Info, Warn, Error, AboveMaxLevel, AbstractLogger,
       ConsoleLogger, SimpleLogger, NullLogger, global_logger, current_logger, with_logger,
       min_enabled_level, handle_message

end
